import {expect, test} from '@playwright/test';
import {hydrated} from './helpers';

test('the Helm generator turns a filled form into the command and values.yaml', async ({page}) => {
  await page.goto('/en/helm/');
  await hydrated(page);
  await page.getByLabel('Gateway address (required)').fill('47.104.156.133');
  await page.getByLabel('External IP').fill('47.104.156.133');
  await page.getByLabel('Internal IP').fill('192.168.0.1');
  await page.getByLabel('Node name').fill('node1');
  await page.getByLabel('Build nodes', {exact: true}).check();
  await page.getByLabel('Node name').nth(1).fill('master1');
  await page.getByRole('button', {name: 'Generate install command'}).click();
  const blocks = page.locator('pre');
  await expect(blocks.first()).toContainText('gatewayIngressIPs');
  await expect(blocks.first()).toContainText('"master1"');
  await expect(blocks.nth(1)).toContainText(
    'helm install rainbond rainbond/rainbond-cluster -f values.yaml -n rbd-system',
  );
  await expect(page.getByRole('button', {name: /copy/i}).first()).toBeAttached();
});

test('the Helm generator refuses invalid input with inline errors and shows no command', async ({page}) => {
  await page.goto('/en/helm/');
  await hydrated(page);
  await page.getByLabel('Gateway address (required)').fill('999.1.1.1');
  await page.getByRole('button', {name: 'Generate install command'}).click();
  await expect(page.getByRole('alert')).toContainText('incomplete');
  const gateway = page.getByLabel('Gateway address (required)');
  await expect(gateway).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid IPv4 address')).toBeVisible();
  await expect(page.getByLabel('Internal IP')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('pre')).toHaveCount(0);
});
