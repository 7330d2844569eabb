const modal = document.getElementById("contact");
document.getElementById("open-modal").addEventListener("click", () => modal.classList.add("show"));
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") modal.classList.remove("show");
});
