import { expect, test } from './fixtures';

// Issue 32, point 6: HTML in descriptions is shown as text everywhere a description shows — the
// score breakdown, the schema editor (which once showed the raw markup) and Why not? — with its
// tags read and its entities decoded, never as markup and never as raw tags.

const catalog = {
  format: 'tool-catalog/v1',
  name: 'markup-shop',
  tools: [
    {
      id: 'shop.get_order',
      name: 'get_order',
      description:
        'Looks up an <b>order</b> by its id &amp; returns its <code>customer_id</code>.<br/>See <a href="https://example.com/docs">the docs</a>.',
      inputs: [{ name: 'order_id', type: 'string', required: true }],
      outputs: [{ name: 'customer_id', type: 'string' }],
    },
    {
      id: 'mail.send_receipt',
      name: 'send_receipt',
      description:
        '<p>Emails the <em>receipt</em> to the customer&#39;s address.</p><ul><li>needs customer_id</li></ul>',
      inputs: [{ name: 'customer_id', type: 'string', required: true }],
      outputs: [{ name: 'message_id', type: 'string' }],
    },
  ],
};
const tasks = {
  format: 'tool-tasks/v1',
  catalog: 'markup-shop',
  tasks: [{ id: 'm-1', query: 'Email the receipt of order 5 to the customer', state: ['order_id'] }],
};

const MARKUP = /<\/?[a-z]+[^>]*>|&(amp|#39|lt|gt);/;

test('descriptions with HTML show as text in the breakdown, the schema editor and Why not?', async ({
  inspector,
  page,
}) => {
  await inspector.open();
  await inspector.dropFiles([
    { name: 'markup.tool-catalog.json', mimeType: 'application/json', text: JSON.stringify(catalog) },
    { name: 'markup.tasks.json', mimeType: 'application/json', text: JSON.stringify(tasks) },
  ]);
  await expect(inspector.loadResult).toContainText('markup-shop');
  await page.keyboard.press('Escape');
  await expect(inspector.taskQuery).toContainText('Email the receipt of order 5');

  // The breakdown of get_order.
  await inspector
    .menuList('state-path')
    .getByRole('option', { name: /get_order/ })
    .click();
  const breakdown = inspector.breakdown.getByTestId('tool-description');
  await expect(breakdown).toHaveText('Looks up an order by its id & returns its customer_id. See the docs.');
  await expect(breakdown).not.toHaveText(MARKUP);
  expect(await inspector.breakdown.locator('b, code, a[href], br').count()).toBe(0);

  // The schema editor of the same tool: the text, and the text on hover too.
  await inspector.editSelectedSchema();
  const editor = inspector.schemaEditor.getByTestId('schema-description');
  await expect(editor).toHaveText('Looks up an order by its id & returns its customer_id. See the docs.');
  await expect(editor).toHaveAttribute('title', 'Looks up an order by its id & returns its customer_id. See the docs.');
  expect(await inspector.schemaEditor.locator('b, code, a[href], br').count()).toBe(0);
  await page.keyboard.press('Escape');
  await expect(inspector.schemaEditor).toHaveCount(0);

  // Why not? on the other tool: its first sentence, as text.
  await page.getByRole('tab', { name: 'Why not?' }).click();
  const search = page.getByRole('combobox', { name: 'Why not this tool?' });
  await search.fill('mail.send_receipt');
  await expect(page.getByRole('option', { name: 'mail.send_receipt', exact: true })).toBeVisible();
  await search.press('Enter');
  const whyNot = page.getByTestId('why-not-description');
  await expect(whyNot).toContainText("Emails the receipt to the customer's address.");
  await expect(whyNot).not.toHaveText(MARKUP);
});
