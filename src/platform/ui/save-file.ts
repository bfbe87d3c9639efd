/**
 * Hands `text` to the browser as a download named `fileName`. The object URL lives on a
 * while after the click (some browsers read it only after the click's task has ended).
 */
export function saveFile(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
