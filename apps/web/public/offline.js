// The offline page's only script (the CSP forbids inline scripts): the resident's theme, and a
// plain reload for 'Réessayer' so the address stays exactly the one that failed.
/* global document, location */
(function () {
  try {
    if (localStorage.getItem('theme') === 'light') document.documentElement.classList.remove('dark');
  } catch {
    // Storage blocked: the default dark theme stays.
  }
  const form = document.querySelector('form');
  if (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      location.reload();
    });
  }
})();
