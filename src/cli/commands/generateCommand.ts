import { writeOutputFile } from '../../adapters/node/writeOutputFile';
import { generateDemo } from '../../generator/index';
import { checkKnown, integer, optional, required, type ParsedArgs } from '../args';

/** `generate`: a seeded realistic catalog, its tasks with gold chains, and sampled trajectories. */
export function generateCommand(args: ParsedArgs): void {
  checkKnown(args, ['seed', 'tools', 'tasks', 'id-prefix', 'name', 'out-catalog', 'out-tasks', 'out-trajectories']);
  const outCatalog = required(args, 'out-catalog', 'FILE');
  const tools = optional(args, 'tools');
  const prefix = optional(args, 'id-prefix');
  const name = optional(args, 'name');
  const demo = generateDemo({
    seed: integer(args, 'seed', 7, 0),
    tasks: integer(args, 'tasks', 320, 0),
    ...(tools !== undefined ? { tools: integer(args, 'tools', 0) } : {}),
    ...(prefix !== undefined ? { idPrefix: prefix } : {}),
    ...(name !== undefined ? { name } : {}),
  });
  writeOutputFile(outCatalog, `${JSON.stringify(demo.catalog, null, 2)}\n`);
  const outTasks = optional(args, 'out-tasks');
  if (outTasks) writeOutputFile(outTasks, `${JSON.stringify(demo.tasks, null, 2)}\n`);
  const outTrajectories = optional(args, 'out-trajectories');
  if (outTrajectories) writeOutputFile(outTrajectories, `${JSON.stringify(demo.trajectories, null, 2)}\n`);
  process.stderr.write(
    `generated ${demo.catalog.tools.length} tools, ${demo.tasks.tasks.length} tasks, ${demo.trajectories.trajectories.length} trajectories\n`,
  );
}
