/** Node ids of the menu graph, shared by the worker's views and the UI (highlighting findings). */
export const graphNodeId = {
  tool: (toolId: string): string => `tool:${toolId}`,
  state: (field: string): string => `state:${field}`,
  /** A field the menu needs and nothing on it produces (a missing bridge or a schema gap). */
  missing: (field: string): string => `missing:${field}`,
};
