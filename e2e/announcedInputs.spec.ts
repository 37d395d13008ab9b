import { expect, test } from './fixtures';

// The request names a producer before the step that consumes its output ("transcribe …, then
// summarize the text"): the summarizer's text is expected from the transcription even though s0
// has a text, and the breakdown says so next to s0 and the producing slots.

const tool = (id: string, description: string, input: string, output: string) => ({
  id,
  name: id.split('.')[1],
  description,
  inputs: [{ name: input, type: 'string', required: true }],
  outputs: [{ name: output, type: 'string' }],
});
const catalog = {
  format: 'tool-catalog/v1',
  name: 'media-lite',
  tools: [
    tool('mm.text_summarizer', 'Summarize a long text into a short text.', 'text', 'text'),
    tool('hf.speech_recognition', 'Transcribe the speech of an audio file into text.', 'audio', 'text'),
    tool('mm.image_captioning', 'Describe an image in text.', 'image', 'text'),
    tool('mm.image_editing', 'Edit an image.', 'image', 'image'),
  ],
};
const tasks = {
  format: 'tool-tasks/v1',
  catalog: 'media-lite',
  tasks: [
    { id: 'm-1', query: 'Transcribe the speech of my audio file, then summarize the text', state: ['audio', 'text'] },
  ],
};

test('an input the request announces from an earlier step names that step in the breakdown', async ({
  inspector,
  page,
}, testInfo) => {
  await inspector.open();
  await inspector.dropFiles([
    { name: 'media-lite.tool-catalog.json', mimeType: 'application/json', text: JSON.stringify(catalog) },
    { name: 'media-lite.tasks.json', mimeType: 'application/json', text: JSON.stringify(tasks) },
  ]);
  await expect(inspector.loadResult).toContainText('media-lite');
  await page.keyboard.press('Escape');
  await inspector
    .menuList('state-path')
    .getByRole('option', { name: /text_summarizer/ })
    .click();
  const text = inspector.breakdown.getByTestId('tool-input').filter({ hasText: 'text' });
  await expect(text).toContainText('s0 text');
  await expect(text.getByTestId('input-announced')).toHaveText(
    'expected from hf.speech_recognition (the request names it first)',
  );
  await text.getByTestId('input-announced').scrollIntoViewIfNeeded();
  await inspector.screenshot(testInfo, 'breakdown-announced-input');
  // The transcription needs only s0's audio: nothing announced there.
  await inspector
    .menuList('state-path')
    .getByRole('option', { name: /speech_recognition/ })
    .click();
  await expect(inspector.breakdown.getByTestId('input-announced')).toHaveCount(0);
});
