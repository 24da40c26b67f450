/** The console's only stylesheet, served from /console/assets/console.css (no CDN, no font download). */
export const consoleCss = `
:root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --accent: #0b5cad; --bad: #b3261e; --good: #1a7f37; --paper: #fff; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--paper); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
.skip { position: absolute; left: -999px; top: 0; background: var(--paper); padding: 8px; }
.skip:focus { left: 8px; z-index: 10; }
.top { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--soft); }
.brand { font-weight: 700; }
.top nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 0; padding: 0; }
.top nav a[aria-current="page"] { font-weight: 700; text-decoration: none; color: var(--ink); }
.sign-out { margin-left: auto; display: flex; gap: 8px; align-items: center; }
.who { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
main { padding: 16px; max-width: 1400px; margin: 0 auto; }
h1 { font-size: 22px; margin: 4px 0 12px; overflow-wrap: anywhere; }
h2 { font-size: 18px; margin: 24px 0 8px; }
button { font: inherit; padding: 6px 12px; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 6px; cursor: pointer; min-height: 36px; }
button:hover { filter: brightness(1.1); }
input, select { font: inherit; padding: 6px 8px; border: 1px solid var(--muted); border-radius: 6px; min-height: 36px; max-width: 100%; }
.stack { display: flex; flex-direction: column; gap: 6px; max-width: 640px; }
.narrow { max-width: 360px; }
.inline { display: inline-flex; gap: 6px; align-items: center; flex-wrap: wrap; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; }
fieldset { border: 1px solid var(--line); border-radius: 6px; display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 4px 12px; }
.check { display: flex; gap: 6px; align-items: center; }
.check input { min-height: auto; }
.notice { padding: 8px 12px; border-radius: 6px; border: 1px solid var(--good); background: #e6f4ea; }
.notice.error, .error { color: var(--bad); }
.notice.error { border-color: var(--bad); background: #fdecea; }
.pending { color: var(--muted); font-style: italic; }
table.list, table.counts { border-collapse: collapse; width: 100%; }
table caption { text-align: left; color: var(--muted); padding: 4px 0; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
section { overflow-x: auto; }
.state { font-family: ui-monospace, "DejaVu Sans Mono", monospace; background: var(--soft); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
.detail { display: inline-block; margin-right: 8px; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; }
.progress { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 12px; }
progress { width: min(480px, 100%); height: 18px; }
.token { width: 100%; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
.secret { border: 2px solid #f0a500; border-radius: 8px; padding: 8px 16px; background: #fff8e5; }
.machines { display: grid; grid-template-columns: 1fr; gap: 24px; }
.machine-card { border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px 16px; }
.diagram { overflow-x: auto; }
svg.machine { max-width: 100%; height: auto; }
svg.machine .state rect { fill: var(--soft); stroke: var(--ink); stroke-width: 1.5; }
svg.machine .state.initial rect { stroke: var(--accent); stroke-width: 3; }
svg.machine .state.final rect { stroke-width: 3; stroke-dasharray: 6 3; }
svg.machine .name { font: 600 14px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--ink); }
svg.machine .count { font: 700 15px system-ui, sans-serif; fill: var(--accent); }
svg.machine polyline { stroke: var(--muted); stroke-width: 1.3; }
svg.machine .arrowhead { fill: var(--muted); }
svg.machine .source-group rect { fill: var(--paper); stroke: var(--muted); stroke-dasharray: 5 4; }
svg.machine .group-name { font: italic 12px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--muted); }
svg.machine .state.current rect { fill: #fff3c4; stroke: #b26a00; stroke-width: 3.5; }
svg.machine .state.visited rect { fill: #e8f0fb; }
svg.machine .transition.taken polyline { stroke: #b26a00; stroke-width: 3; }
svg.machine .transition.taken .label { font-weight: 700; }
.find { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; max-width: 100%; }
.find input { flex: 1 1 12em; width: min(26em, 100%); min-width: 0; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
.related { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
.related dd { margin: 0; overflow-wrap: anywhere; }
svg.machine .label { font: 11px ui-monospace, "DejaVu Sans Mono", monospace; fill: var(--ink); }
.transitions code { overflow-wrap: anywhere; }
.prose { white-space: pre-line; }
table.queues tbody th, table.queues td, table.dead-letters td { overflow-wrap: anywhere; }
table.dead-letters button { white-space: nowrap; }
.stuck .threshold { color: var(--muted); }
@media (max-width: 640px) {
  main { padding: 10px; }
  .sign-out { margin-left: 0; }
  table.list thead { display: none; }
  table.list tr { display: block; border-bottom: 2px solid var(--line); padding: 4px 0; }
  table.list td { display: block; border: 0; padding: 2px 4px; }
}
`;
