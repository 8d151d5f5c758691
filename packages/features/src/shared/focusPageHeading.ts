/**
 * After a removal or a save takes away the control that had focus (a deleted card's button, Save Changes
 * that hides once saved), focus goes to the page's heading, not to the top of the document: the next Tab
 * continues from the page, and a screen reader says where it is. Waits one task for the dialog or the
 * button to leave.
 */
export function focusPageHeading(): void {
  setTimeout(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}
