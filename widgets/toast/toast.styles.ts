/** Styles of the toast region; works in a shadow root (:host) and on the page (.agency-toasts). */
export const toastStyles = `
:host, .agency-toasts {
  --agency-toast-bg: #111827;
  --agency-toast-text: #f9fafb;
  --agency-toast-muted: #d1d5db;
  --agency-toast-destructive-bg: #b91c1c;
  --agency-toast-success-bg: #166534;
  --agency-toast-radius: var(--agency-radius, 10px);
  --agency-toast-font: var(--agency-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
}
.region {
  position: fixed;
  z-index: 2147483000;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
  font-family: var(--agency-toast-font);
}
.toast {
  pointer-events: auto;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  width: min(26rem, 100%);
  padding: 1rem 1rem 1rem 1.25rem;
  border-radius: var(--agency-toast-radius);
  background: var(--agency-toast-bg);
  color: var(--agency-toast-text);
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
  line-height: 1.45;
  animation: agency-toast-in 0.2s ease-out;
}
.toast[data-variant="destructive"] { background: var(--agency-toast-destructive-bg); }
.toast[data-variant="success"] { background: var(--agency-toast-success-bg); }
.title { font-weight: 700; }
.description { margin: 0; grid-column: 1; color: inherit; opacity: 0.92; }
.action { grid-column: 1; color: inherit; font-weight: 600; }
.dismiss {
  grid-column: 2; grid-row: 1 / span 3; align-self: start;
  width: 2rem; height: 2rem; border: 0; border-radius: 6px;
  background: transparent; color: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer;
}
.dismiss:hover { background: rgb(255 255 255 / 0.15); }
.dismiss:focus-visible, .action:focus-visible { outline: 3px solid #fbbf24; outline-offset: 2px; }
@keyframes agency-toast-in { from { transform: translateY(0.5rem); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
`;
