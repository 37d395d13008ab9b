import { describe, expect, it } from 'vitest';
import labelled from './fixtures/labelled-outputs.json';
import { describedOutputs } from './describedOutputs';
import { inferOutputs } from './inferOutputs';
import { namedOutputs } from './namedOutputs';
import { scoreInference, type InferenceCase } from './inferenceScore';

interface LabelledTool {
  name: string;
  description: string;
  example?: unknown;
  outputs: string[];
}

function cases(): InferenceCase[] {
  return (labelled.tools as LabelledTool[]).map((t) => ({
    tool: { name: t.name },
    predicted: inferOutputs(
      { name: t.name, description: t.description, outputs: [] },
      t.example === undefined ? [] : [{ value: t.example, where: 'example' }],
    ),
    truth: t.outputs,
  }));
}

describe('output inference', () => {
  it('reads "returns the user\'s email and id" as email and user_id', () => {
    expect(describedOutputs("Returns the user's email and id.").map((o) => o.name)).toEqual(['email', 'user_id']);
  });

  it('reads names: get_customer_email, list_orders, create_folder, count_active_users', () => {
    expect(namedOutputs('get_customer_email').map((o) => o.name)).toEqual(['customer_email']);
    expect(namedOutputs('list_orders').map((o) => o.name)).toEqual(['orders', 'order_ids']);
    expect(namedOutputs('createFolder').map((o) => o.name)).toEqual(['folder_id']);
    expect(namedOutputs('count_active_users').map((o) => o.name)).toEqual(['active_user_count']);
  });

  it('reads "output" as a verb only, and no joining word into an item (Buildkite\'s get_job_logs)', () => {
    const described = describedOutputs(
      'Get the log output and metadata for a specific job, including content, size, and header timestamps.',
    );
    expect(described.map((o) => o.name)).toEqual(['content', 'size', 'header_timestamps']);
    expect(describedOutputs('Outputs the transcript and its language.').map((o) => o.name)).toEqual([
      'transcript',
      'language',
    ]);
    // Opening its sentence, "Output" still announces (one item, which the colon rule leaves).
    expect(describedOutputs('Transcribe an audio file. Output: the transcript.').map((o) => o.name)).toEqual([
      'transcript',
    ]);
  });

  it('lists for a read described as returning all of its plural ("Get all jobs for a build")', () => {
    const names = (name: string, description: string): string[] =>
      inferOutputs({ name, description, outputs: [] }).map((f) => f.name);
    expect(names('get_jobs', 'Get all jobs for a specific build including their state and commands')).toEqual([
      'state',
      'commands',
      'jobs',
      'job_ids',
    ]);
    expect(names('get_job_logs', 'Get the log output for a specific job, including content and size.')).toEqual([
      'content',
      'size',
    ]);
  });

  it('takes no instruction or remark for an output ("the assistant MUST NOT proceed", "duration are optional")', () => {
    expect(
      describedOutputs(
        'Includes: tasks, the assistant must not proceed without approval. Returns the path, and duration are optional.',
      ).map((o) => o.name),
    ).toEqual(['tasks', 'path']);
  });

  it('marks every inferred field with its evidence', () => {
    const fields = inferOutputs({ name: 'get_weather', description: 'Returns temperature and humidity.', outputs: [] });
    expect(fields).toEqual([
      { name: 'temperature', inferred: true, evidence: { source: 'description', text: 'temperature' } },
      { name: 'humidity', inferred: true, evidence: { source: 'description', text: 'humidity' } },
    ]);
    const fromExample = inferOutputs({ name: 'get_joke', description: '', outputs: [] }, [
      { value: { joke: 'str' }, where: 'template_response' },
    ]);
    expect(fromExample[0]).toMatchObject({
      name: 'joke',
      type: 'string',
      inferred: true,
      evidence: { source: 'example', text: 'template_response: joke' },
    });
  });

  it('leaves tools that declare outputs alone', () => {
    expect(
      inferOutputs({ name: 'get_order', description: 'Returns the order id.', outputs: [{ name: 'order_id' }] }),
    ).toEqual([]);
  });

  it('reads "Returns up to 25 results" as no output (Sentry\'s find_* tools), so the name speaks', () => {
    expect(describedOutputs('Find teams.\n\nReturns up to 25 results. If you hit this limit, narrow it.')).toEqual([]);
    expect(
      inferOutputs({ name: 'find_teams', description: 'Find teams. Returns up to 25 results.', outputs: [] }).map(
        (f) => f.name,
      ),
    ).toEqual(['teams']);
  });

  it('tags the ids and listings a name implies with their resource, so they link to inputs tagged with it; a record stays untagged', () => {
    expect(inferOutputs({ name: 'ListCall', description: '', outputs: [] })).toMatchObject([
      { name: 'calls', resource: 'call' },
      { name: 'call_ids', resource: 'call' },
    ]);
    expect(inferOutputs({ name: 'create_order', description: '', outputs: [] })).toMatchObject([
      { name: 'order_id', resource: 'order' },
    ]);
    expect(inferOutputs({ name: 'get_order', description: '', outputs: [] })[0]?.resource).toBeUndefined();
  });

  it("adds a record's id where the catalog's tools take it, unless the read takes it itself", () => {
    const inputs = new Set(['customer_id', 'email']);
    const lookup = { name: 'find_customer', description: 'Looks up a customer by email.', outputs: [] };
    expect(
      inferOutputs({ ...lookup, inputs: [{ name: 'email', required: true }] }, [], inputs).map((f) => f.name),
    ).toEqual(['customer', 'customer_id']);
    // Nothing in the catalog takes the id: the record alone.
    expect(inferOutputs(lookup, [], new Set(['email'])).map((f) => f.name)).toEqual(['customer']);
    // A read by that id echoes it, it makes none.
    expect(
      inferOutputs(
        {
          name: 'get_customer',
          description: 'Fetches one customer record.',
          outputs: [],
          inputs: [{ name: 'customer_id' }],
        },
        [],
        inputs,
      ).map((f) => f.name),
    ).toEqual(['customer']);
  });

  it('has measured precision and recall on the labelled set', () => {
    expect(labelled.tools.length).toBeGreaterThanOrEqual(40);
    const score = scoreInference(cases());
    // Reported in README; the floors sit a little under the measured figures.
    console.info(
      `output inference on ${labelled.tools.length} labelled tools: precision ${(score.precision * 100).toFixed(1)} % (${score.correct}/${score.predictions}), recall ${(score.recall * 100).toFixed(1)} % (${score.found}/${score.truths})`,
    );
    expect(score.precision).toBeGreaterThanOrEqual(0.83);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
    for (const source of ['example', 'description', 'name']) {
      const part = cases().filter(
        (c) => (c.predicted[0]?.evidence as { source?: string } | undefined)?.source === source,
      );
      const s = scoreInference(part);
      console.info(
        `  led by ${source}: ${part.length} tools, precision ${(s.precision * 100).toFixed(1)} %, recall ${(s.recall * 100).toFixed(1)} %`,
      );
    }
  });
});
