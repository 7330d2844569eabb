// Optional: react to what happens in the widgets.
document.addEventListener("agency-questionnaire-submitted", (event) => {
  console.log("questionnaire stored as", event.detail.id);
});
document.addEventListener("agency-consent-change", (event) => {
  console.log("cookie choice", event.detail);
});
