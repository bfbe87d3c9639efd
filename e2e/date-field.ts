import { expect, type Locator, type Page } from '@playwright/test';

/*
 * The app's date field (platform/forms, Blueprint's DateInput) as a user works it: for the
 * journeys of both builds (mock mode and the real-mode two-person journeys).
 */

/** Picks a day (YYYY-MM-DD) in the date field's popup calendar, month by month from today's. */
export async function chooseDate(page: Page, input: Locator, day: string): Promise<void> {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const today = await page.evaluate(() => {
    const d = new Date();
    return { year: d.getFullYear(), month: d.getMonth() + 1 };
  });
  await input.click();
  const popup = page.getByRole('dialog', { name: 'Choose date' });
  await expect(popup.getByRole('gridcell').first()).toBeVisible();
  await expectDaysOnOneLine(popup);
  const months = (year - today.year) * 12 + (month - today.month);
  for (let i = 0; i < months; i++)
    await popup.getByRole('button', { name: 'Go to next month' }).click();
  // A day is named by its weekday and date ("Tuesday 12/22/2026"); the grid also shows
  // days of the months before and after, named by their own dates.
  await popup.getByRole('gridcell', { name: new RegExp(` ${shownDate(day)}(, today)?$`) }).click();
  await expect(popup).toBeHidden();
}

/**
 * Every day of the open calendar shows its number on one line (Blueprint's day buttons once
 * kept their padding in 30 px cells, and "28" read "2" above "8").
 */
export async function expectDaysOnOneLine(popup: Locator): Promise<void> {
  // The number a day shows (its name for readers is clipped apart).
  const broken = await popup.getByRole('gridcell').evaluateAll((cells) =>
    cells
      .map((cell) => cell.querySelector('[aria-hidden]') ?? cell)
      .filter((number) => {
        const text = document.createRange();
        text.selectNodeContents(number);
        return text.getClientRects().length > 1;
      })
      .map((number) => number.textContent),
  );
  expect(broken).toEqual([]);
}

/** A date as the app shows it: 2026-12-24 -> 12/24/2026. */
export const shownDate = (day: string) =>
  `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
