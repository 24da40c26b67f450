/**
 * The console's only script, served from /console/assets/console.js: follows the server-sent events of the
 * page it is on (data-live) and writes what they say into the page. Everything else works without it.
 */
export const consoleJs = `
(function () {
  var holder = document.querySelector('[data-live]');
  if (!holder || !window.EventSource) return;
  var status = document.getElementById('live-status');
  var source = new EventSource(holder.getAttribute('data-live'));
  source.onopen = function () { if (status) status.textContent = '(live)'; };
  source.onerror = function () { if (status) status.textContent = '(reconnecting…)'; };
  source.addEventListener('counts', function (message) {
    var counts = JSON.parse(message.data);
    Object.keys(counts).forEach(function (machine) {
      document.querySelectorAll('[data-count^="' + machine + ':"]').forEach(function (cell) {
        var state = cell.getAttribute('data-count').slice(machine.length + 1);
        cell.textContent = String(counts[machine][state] || 0);
      });
    });
    document.body.setAttribute('data-counts-updated', String(Date.now()));
  });
  // Operator pages (queues, health): parts rendered again by the server, by element id.
  source.addEventListener('fragments', function (message) {
    var parts = JSON.parse(message.data);
    Object.keys(parts).forEach(function (id) {
      var part = document.getElementById(id);
      if (part) part.innerHTML = parts[id];
    });
    document.body.setAttribute('data-fragments-updated', String(Date.now()));
  });
  source.addEventListener('progress', function (message) {
    var progress = JSON.parse(message.data);
    if (!progress) return;
    var bar = document.getElementById('chunks-progress');
    var text = document.getElementById('chunks-text');
    if (bar) { bar.max = Math.max(progress.total, 1); bar.value = progress.done; }
    if (text) text.textContent = progress.done + ' of ' + progress.total + ' chunks priced' + (progress.failed ? ', ' + progress.failed + ' failed' : '');
    var state = document.getElementById('run-state');
    if (state && state.textContent !== progress.state) { source.close(); window.location.reload(); }
  });
  // A record page: fetch its body again and swap it in when the record moved (no reload, the scroll stays).
  var fragment = holder.getAttribute('data-fragment');
  var fetching = false, again = false;
  function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    fetch(fragment + window.location.search, { credentials: 'same-origin' }).then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (text) {
      var record = document.getElementById('record');
      if (text !== null && record) { record.innerHTML = text; document.body.setAttribute('data-record-updated', String(Date.now())); }
    }).catch(function () {}).then(function () {
      fetching = false;
      if (again) { again = false; refresh(); }
    });
  }
  if (fragment) source.addEventListener('changed', refresh);
})();
`;
