/** Hands `text` to the browser as a file download named `filename`. */
export function downloadText(
  filename: string,
  text: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over (a revoke in the same task can cancel it).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
