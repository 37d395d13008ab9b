#!/usr/bin/env node
// Package bin: runs the TypeScript CLI through tsx's loader (a runtime dependency), so
// `npx menu-inspector …` works from a checkout or an install without a build step.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
