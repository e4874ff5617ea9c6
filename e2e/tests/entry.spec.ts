import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { expectNoAxeViolations } from './enrolment-steps';
import { codeFor } from './mail';

const DEMO_PASSWORD = 'Demo-Pass-2024';

/** An API client signed in as the demo admin (for configuration changes). */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signIn = await api.post('/api/auth/sign-in/email', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return api;
}

async function setConfiguration(api: APIRequestContext, key: string, value: string) {
  const res = await api.post('/graphql', {
    data: {
      query: 'mutation($input: UpdateConfigurationInput!) { updateConfiguration(input: $input) { key value } }',
      variables: { input: { key, value } },
    },
  });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

test('an unknown pilot goes to /oops, which points to the invitation link', async ({ page }) => {
  await page.goto('/register?pilot=NOT-A-PILOT');
  await expect(page).toHaveURL(/\/oops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This enrolment link is not valid' })).toBeVisible();
  await expect(page.getByText(/use the invitation link/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a known pilot in any case opens the wizard and is remembered for the session', async ({ page }) => {
  await page.goto('/register?pilot=mbuf%2Btod');
  await expect(page).toHaveURL(/\/register\?pilot=mbuf%2Btod$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('enrolmentPilot'))).toBe('MBUF+ToD');
  await page.goto('/register?pilot=ob-mbuf');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('enrolmentPilot'))).toBe('OB-MBUF');
  // An unencoded '+' arrives as a space and still names the pilot.
  await page.goto('/register?pilot=MBUF+C');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('enrolmentPilot'))).toBe('MBUF+C');
});

test('after sign-up the account is put into the pilot of the invitation link', async ({ page, baseURL }) => {
  const email = `pilot.${Date.now()}@example.com`;
  const api = await adminApi(baseURL ?? '');
  try {
    // Invited, so the e-mail check before Create Account (when wired) lets the address through.
    const csv = Buffer.from(`email,pilot\n${email},MBUF+TF\n`).toString('base64');
    const imported = await api.post('/graphql', {
      data: { query: 'mutation($csv: String!) { importInvitations(csv: $csv) { added } }', variables: { csv } },
    });
    expect((await imported.json()).data.importInvitations.added).toBe(1);

    const startedAt = Date.now();
    await page.goto('/register?pilot=mbuf%2Btf');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Journey-Pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByLabel('The six digit code sent to your email address').fill(await codeFor(email, startedAt));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Information' })).toBeVisible();

    const pilotOf = async () => {
      const res = await api.post('/graphql', {
        data: {
          query:
            'query($f: ModelParticipantFilterInput) { listParticipants(filter: $f, limit: 1000) { items { email pilotProgram { shortName } } } }',
          variables: { f: { status: 'created' } },
        },
      });
      const items = (await res.json()).data.listParticipants.items as {
        email: string;
        pilotProgram: { shortName: string } | null;
      }[];
      return items.find((p) => p.email === email)?.pilotProgram?.shortName;
    };
    await expect.poll(pilotOf).toBe('MBUF+TF');
  } finally {
    await api.dispose();
  }
});

test('with REGISTRATION_CLOSED the enrolment goes to /closed', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL ?? '');
  await setConfiguration(api, 'REGISTRATION_CLOSED', 'true');
  try {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/closed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrolment is closed' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await setConfiguration(api, 'REGISTRATION_CLOSED', 'false');
    await api.dispose();
  }
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
});

test('/invitation explains enrolment by invitation and links to the survey', async ({ page }) => {
  await page.goto('/invitation');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrolment is by invitation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Take the eligibility survey' }).click();
  await expect(page).toHaveURL(/\/survey$/);
});

for (const [path, title] of [
  ['/tetc', 'Participant Agreement'],
  ['/tutc', 'Participant Agreement: Eastern Coalition Study'],
] as const) {
  test(`${path} shows the participant agreement in a frame with a download link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const frame = page.locator('iframe[title="Participant agreement (PDF document)"]');
    await expect(frame).toHaveAttribute('src', '/documents/participant-agreement.pdf');
    const download = page.getByRole('link', { name: 'Download the Participant Agreement (PDF)' });
    await expect(download).toHaveAttribute('href', '/documents/participant-agreement.pdf');
    const pdf = await page.request.get('/documents/participant-agreement.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectNoAxeViolations(page);
  });
}

async function answer(page: Page, question: RegExp, choice: string) {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: choice, exact: true }).check();
}

test('the survey: an eligible driver sees the success message; required answers are announced', async ({ page }) => {
  await page.goto('/survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility survey' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('A correctly formatted email is required')).toBeVisible();
  await expect(page.getByText('Please choose an answer.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(`survey.${Date.now()}@example.com`);
  await page.getByLabel('Zip code of your home address').fill('95814');
  await answer(page, /type of vehicle/, 'SUV/Crossover');
  await answer(page, /model year/, 'Up to 2005');
  // A vehicle up to 2005 waives the monitoring and engine questions.
  await expect(page.getByRole('radiogroup', { name: /monitoring device/ })).toHaveCount(0);
  await answer(page, /model year/, '2006 and later');
  await expect(page.getByRole('radiogroup', { name: /monitoring device/ })).toBeVisible();
  await answer(page, /What fuel/, 'Hybrid');
  await answer(page, /driver's license/, 'Yes');
  await answer(page, /report your mileage manually/, 'Yes');
  await answer(page, /monitoring device/, 'Very comfortable');
  await answer(page, /engine data/, "Don't know");
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText(/you are eligible to take part/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the survey: a motorcycle rider without a license is ineligible and can start over', async ({ page }) => {
  await page.goto('/survey');
  await page.getByLabel('Email').fill(`rider.${Date.now()}@example.com`);
  await page.getByLabel('Zip code of your home address').fill('94103');
  await answer(page, /type of vehicle/, 'Motorcycle');
  await answer(page, /model year/, 'Up to 2005');
  await answer(page, /What fuel/, 'Gasoline');
  await answer(page, /driver's license/, 'No');
  await answer(page, /report your mileage manually/, 'Yes');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your interest' })).toBeVisible();
  await expect(page.getByText('Motorcycles are not eligible.')).toBeVisible();
  await expect(page.getByText("Participants must have a valid driver's license.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(
    page.getByRole('radiogroup', { name: /type of vehicle/ }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
});
