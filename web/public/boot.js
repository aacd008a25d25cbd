// The SPA fallback (index.html, the prerendered home) is also served for paths that have no
// prerendered page of their own. Hide that borrowed content until the app renders the real route.
(function () {
  var root = document.querySelector('meta[name="fika:prerendered"]');
  var path = location.pathname.replace(/\/+$/, '') || '/';
  if (!root || root.getAttribute('content') !== path) document.documentElement.className += ' spa-pending';
})();
