import type { StylesheetJson } from 'cytoscape';
import { ROLE_FILL } from '../../shared/roleColors';
import type { Theme } from '../../stores/useThemeStore';
import { NODE_HEIGHT, STATE_NODE_HEIGHT } from './graphElements';

/** Tool labels' font size and line height (two lines: the name, then its SP and Rel ranks; NODE_HEIGHT holds both). */
export const TOOL_FONT_SIZE = 17;
export const TOOL_LINE_HEIGHT = 1.1;

/** Link-strength colour scale of producer → consumer edges: weak (description rules) → strong (exact or alias). */
export const STRENGTH_COLOURS = { light: ['#cbd5e1', '#1d4ed8'], dark: ['#475569', '#93c5fd'] } as const;

/**
 * The graph's stylesheet: tools filled by role, s0 fields in teal, missing fields red and
 * dashed, inversions red; edges coloured and thickened by link strength; in the overlay a
 * node only on the relevance menu has a dashed border, one on both a double border.
 * `compact`: the side panel's canvas (edge field names hidden at its zoom).
 */
export function graphStyle(theme: Theme, compact = false): StylesheetJson {
  const dark = theme === 'dark';
  const text = dark ? '#e2e8f0' : '#0f172a';
  const canvas = dark ? '#0f172a' : '#ffffff';
  const [weak, strong] = STRENGTH_COLOURS[theme];
  const roleRules: StylesheetJson = Object.entries(ROLE_FILL).map(([role, colour]) => ({
    selector: `node[kind = "tool"][role = "${role}"]`,
    style: { 'background-color': colour, 'border-color': colour },
  }));
  return [
    {
      selector: 'node',
      style: {
        label: 'data(label)',
        color: text,
        'font-size': 12,
        'font-family': 'ui-sans-serif, system-ui, sans-serif',
        'text-valign': 'center',
        'text-halign': 'center',
        'text-wrap': 'wrap',
        'text-max-width': '146px',
        shape: 'round-rectangle',
        width: 'data(width)',
        height: NODE_HEIGHT,
        'background-opacity': dark ? 0.35 : 0.2,
        'border-width': 1.5,
      },
    },
    ...roleRules,
    // Tool names in the side panel are drawn at a zoom of 0.55–0.75 at 1280×800: 17 px bold keeps
    // them at 9 px or more on screen. A wider wrap than the node keeps "⚠ name" (the
    // warning sign is wide) on one line instead of spilling a third line over the node's top.
    {
      selector: 'node[kind = "tool"]',
      style: {
        'font-size': TOOL_FONT_SIZE,
        'font-weight': 600,
        'line-height': TOOL_LINE_HEIGHT,
        'text-max-width': '172px',
      },
    },
    {
      selector: 'node[kind = "state"]',
      style: {
        height: STATE_NODE_HEIGHT,
        'corner-radius': '14',
        'text-max-width': '150px',
        'background-color': '#14b8a6',
        'border-color': '#0d9488',
        'font-family': 'ui-monospace, monospace',
      },
    },
    {
      selector: 'node[kind = "missing"]',
      style: {
        'background-color': '#e11d48',
        'background-opacity': dark ? 0.3 : 0.12,
        'border-color': '#e11d48',
        'border-style': 'dashed',
        'border-width': 2.5,
        color: dark ? '#fda4af' : '#be123c',
        'font-size': 11,
      },
    },
    { selector: 'node[kind = "tool"][held = "relevance"]', style: { 'border-style': 'dashed', 'border-width': 2 } },
    { selector: 'node[kind = "tool"][held = "both"]', style: { 'border-style': 'double', 'border-width': 4 } },
    {
      selector: 'node[inverted = "yes"]',
      style: { 'border-color': '#e11d48', 'border-width': 3, color: dark ? '#fecdd3' : '#9f1239' },
    },
    // A blocked producer: on the menu, but an input it needs comes from nothing that can run.
    {
      selector: 'node.blocked',
      style: { 'outline-width': 3, 'outline-color': '#e11d48', 'outline-style': 'dotted', 'outline-offset': 2 },
    },
    {
      selector: 'node.chosen',
      style: {
        'border-width': 4,
        'border-color': dark ? '#f8fafc' : '#0f172a',
        'background-opacity': dark ? 0.6 : 0.45,
      },
    },
    {
      selector: 'edge',
      style: {
        width: 'mapData(strength, 0, 1, 1, 3.5)',
        'line-color': `mapData(strength, 0, 1, ${weak}, ${strong})`,
        'target-arrow-color': `mapData(strength, 0, 1, ${weak}, ${strong})`,
        'target-arrow-shape': 'triangle',
        'curve-style': 'bezier',
        label: 'data(label)',
        'font-size': 10,
        color: dark ? '#cbd5e1' : '#334155',
        'text-rotation': 'autorotate',
        'text-background-color': canvas,
        'text-background-opacity': 0.85,
        'text-background-padding': '1px',
        // Field names on edges shrink below reading size in the side panel and cross the nodes
        // there: hidden, and shown in Enlarge (under 6 px there) and when a small graph draws
        // above 1:1. Cytoscape compares the font size times the zoom rounded up to a power of
        // two, so in the side panel (zoom 0.5–1) only a floor above 10 hides the 10 px names.
        'min-zoomed-font-size': compact ? 11 : 6,
      },
    },
    { selector: 'edge[kind = "state"]', style: { 'line-color': '#14b8a6', 'target-arrow-color': '#14b8a6' } },
    {
      selector: 'edge[kind = "backward"]',
      style: { 'line-color': '#e11d48', 'target-arrow-color': '#e11d48', 'line-style': 'dashed' },
    },
    {
      selector: 'edge[kind = "missing"]',
      style: { 'line-color': '#e11d48', 'target-arrow-color': '#e11d48', 'line-style': 'dotted', width: 2 },
    },
    // A diagnosis finding: its nodes ring amber, everything else fades.
    { selector: '.faded', style: { opacity: 0.25 } },
    {
      selector: 'node.lit',
      style: {
        'underlay-color': '#f59e0b',
        'underlay-opacity': 0.55,
        'underlay-padding': 7,
        'underlay-shape': 'round-rectangle',
      },
    },
  ];
}
