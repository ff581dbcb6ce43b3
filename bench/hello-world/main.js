// The whole front end of the hello world: one button that calls the `greet` command.
const input = document.querySelector("#greet-input");
const message = document.querySelector("#greet-msg");
const form = document.querySelector("#greet-form");

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  message.textContent = await window.__TAURI_INTERNALS__.invoke("greet", { name: input.value });
});
// The benchmark counts the page as interactive once the handler is attached.
form.dataset.ready = "true";
