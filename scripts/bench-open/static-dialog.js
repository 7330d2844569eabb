// The baseline of `npm run bench:open`: what a partner would write by hand for the
// questionnaire's first step, no framework, nothing loaded on demand.
const dialog = document.querySelector("dialog");
const form = dialog.querySelector("form");
const first = dialog.querySelector("select");

document.querySelector("[data-static-trigger]").addEventListener("click", () => {
  dialog.showModal();
  // showModal() focuses the first focusable element, the close button; the widget starts on the field.
  first.focus();
});

form.addEventListener("submit", (event) => {
  // The close button leaves without checks; Next stays open until the step is valid.
  if (event.submitter?.value === "next" && !form.reportValidity()) event.preventDefault();
});
