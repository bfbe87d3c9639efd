/**
 * The pointer on a form's submit button, one way for every form (ValidatingForm; QA-246 M1,
 * M2). A chunk of its own, loaded once the form is shown: /login's first load and the services
 * every page waits for have no room.
 * - A press on it is a click if the release is where the button was at the press. The press
 *   takes the focus from the field typed in, whose error then shows (on leaving a field, as
 *   everywhere) and can move the button down: the release landed above it, and no click came
 *   (a price `abc`, then the top half of "Add member": nothing sent, no other field said).
 * - A press that is one more click of a click sequence begun on the button (the browser counts
 *   it: `detail` 2 for a double click's second) does nothing while the form shows a field to
 *   mend: the first click took the focus to that field and scrolled it into view, and the
 *   second landed on whatever was then under the pointer (a radio, the Time window, the body).
 * Returns the stop.
 */
export default function followClicks(form: HTMLFormElement) {
  let pressed: [HTMLButtonElement, DOMRect] | undefined;
  let begunOnButton = false;
  const swallow = (event: MouseEvent) => {
    const again =
      begunOnButton && event.detail > 1 && form.querySelector('[aria-invalid="true"]') !== null;
    if (again) {
      event.preventDefault();
      event.stopPropagation();
    }
    return again;
  };
  const down = (event: MouseEvent) => {
    if (swallow(event)) return;
    const button = (event.target as Element).closest?.('button');
    const submit =
      event.button === 0 && button?.type === 'submit' && button.form === form && !button.disabled;
    pressed = submit ? [button, button.getBoundingClientRect()] : undefined;
    if (event.detail < 2) begunOnButton = submit;
  };
  const up = ({ target, clientX: x, clientY: y }: MouseEvent) => {
    const [button, box] = pressed ?? [];
    pressed = undefined;
    const under = box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    if (under && !button!.contains(target as Node)) button!.click();
  };
  document.addEventListener('mousedown', down, true);
  document.addEventListener('mouseup', up, true);
  document.addEventListener('click', swallow, true);
  return () => {
    document.removeEventListener('mousedown', down, true);
    document.removeEventListener('mouseup', up, true);
    document.removeEventListener('click', swallow, true);
  };
}
