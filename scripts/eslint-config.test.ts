// @vitest-environment node
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint rules (eslint.config.js), run on code they must refuse and code they
// must let through, so a rule that stops matching (a selector typo, a files pattern that no
// longer covers the app) fails here instead of going quiet.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const FORM_RULE = /^no-restricted-syntax: give <Form> the subscription its render reads/;
const imports = "import { Field, Form } from 'react-final-form';\n";

describe('a react-final-form <Form> names its subscription', () => {
  it('refuses a form without one, even when a field inside it has its own', async () => {
    const code =
      imports +
      'export const Probe = () => (\n' +
      '  <Form\n' +
      '    onSubmit={() => undefined}\n' +
      '    render={() => <Field name="a" subscription={{ value: true }} component="input" />}\n' +
      '  />\n' +
      ');\n';
    expect(await problems(code, 'src/features/jobs/form/probe.tsx')).toEqual([
      expect.stringMatching(FORM_RULE),
    ]);
  });

  it('lets a form with one through, an empty one included', async () => {
    const code =
      imports +
      'export const A = () => (\n' +
      '  <Form onSubmit={() => undefined} subscription={{ submitting: true }} render={() => null} />\n' +
      ');\n' +
      'export const B = () => <Form onSubmit={() => undefined} subscription={{}} render={() => null} />;\n' +
      'export const C = () => <Field name="a" component="input" />;\n';
    expect(await problems(code, 'src/platform/forms/probe.tsx')).toEqual([]);
  });

  it('leaves tests free to draw a bare form', async () => {
    const code =
      "import { Form } from 'react-final-form';\n" +
      'export const Probe = () => <Form onSubmit={() => undefined} render={() => null} />;\n';
    expect(await problems(code, 'src/platform/forms/probe.test.tsx')).toEqual([]);
  });
});

describe('a form is a ValidatingForm', () => {
  const FORM_ELEMENT = /^no-restricted-syntax: a form is a ValidatingForm/;

  it('refuses a plain <form> in the app', async () => {
    const code = 'export const Probe = () => <form noValidate onSubmit={() => undefined} />;\n';
    expect(await problems(code, 'src/features/team/components/probe.tsx')).toEqual([
      expect.stringMatching(FORM_ELEMENT),
    ]);
  });

  it('lets ValidatingForm through, and its own <form>', async () => {
    const code =
      "import { ValidatingForm } from '@/platform/forms';\n" +
      'export const Probe = () => <ValidatingForm handleSubmit={() => undefined}>x</ValidatingForm>;\n';
    expect(await problems(code, 'src/features/team/components/probe.tsx')).toEqual([]);
    expect(
      await problems(
        readFileSync('src/platform/forms/validating-form.tsx', 'utf8'),
        'src/platform/forms/validating-form.tsx',
      ),
    ).toEqual([]);
  });
});
