import type { StylesheetJson } from 'cytoscape';
import { ROLE_FILL } from '../../shared/roleColors';
import type { Theme } from '../../stores/useThemeStore';

/** The graph's stylesheet: tools filled by role, s0 fields in teal, missing producers dashed, inversions red. */
export function graphStyle(theme: Theme): StylesheetJson {
  const dark = theme === 'dark';
  const text = dark ? '#e2e8f0' : '#0f172a';
  const edge = dark ? '#64748b' : '#94a3b8';
  const canvas = dark ? '#0f172a' : '#ffffff';
  const roleRules: StylesheetJson = Object.entries(ROLE_FILL).map(([role, colour]) => ({
    selector: `node[kind = "tool"][role = "${role}"]`,
    style: { 'background-color': colour, 'border-color': colour },
  }));
  return [
    {
      selector: 'node',
      style: {
        label: 'data(label)', color: text, 'font-size': 13, 'font-family': 'ui-sans-serif, system-ui, sans-serif',
        'text-valign': 'center', 'text-halign': 'center', 'text-wrap': 'ellipsis', 'text-max-width': '134px',
        shape: 'round-rectangle', width: 'data(width)', height: 30, 'background-opacity': dark ? 0.35 : 0.2, 'border-width': 1.5,
      },
    },
    ...roleRules,
    { selector: 'node[kind = "state"]', style: { shape: 'round-rectangle', 'corner-radius': '15', 'text-max-width': '150px', 'background-color': '#14b8a6', 'border-color': '#0d9488', 'font-family': 'ui-monospace, monospace' } },
    { selector: 'node[kind = "missing"]', style: { 'background-color': canvas, 'background-opacity': 1, 'border-color': '#e11d48', 'border-style': 'dashed', 'border-width': 2, color: dark ? '#fda4af' : '#be123c' } },
    { selector: 'node.chosen', style: { 'border-width': 3.5, 'border-color': dark ? '#f8fafc' : '#0f172a', 'background-opacity': dark ? 0.6 : 0.45 } },
    {
      selector: 'edge',
      style: {
        width: 1.5, 'line-color': edge, 'target-arrow-color': edge, 'target-arrow-shape': 'triangle', 'curve-style': 'bezier',
        label: 'data(label)', 'font-size': 10, color: dark ? '#cbd5e1' : '#334155', 'text-rotation': 'autorotate',
        'text-background-color': canvas, 'text-background-opacity': 0.85, 'text-background-padding': '1px',
      },
    },
    { selector: 'edge[kind = "state"]', style: { 'line-color': '#14b8a6', 'target-arrow-color': '#14b8a6' } },
    { selector: 'edge[kind = "backward"]', style: { 'line-color': '#e11d48', 'target-arrow-color': '#e11d48', 'line-style': 'dashed' } },
    { selector: 'edge[kind = "missing"]', style: { 'line-color': '#e11d48', 'target-arrow-color': '#e11d48', 'line-style': 'dotted', width: 2 } },
  ];
}
