import { expect, type Page } from '@playwright/test';

/** The order form's fields (Add new job / Edit job), for the mock and the real-API journeys. */
export function jobForm(page: Page) {
  const form = page.getByRole('form', { name: 'Job' });
  const address = (list: 'Pick-up addresses' | 'Destination addresses') => {
    const region = form.getByRole('region', { name: list });
    return {
      region,
      street: region.getByRole('textbox', { name: 'Street address' }),
      unit: region.getByRole('textbox', { name: /^Unit/ }),
      city: region.getByRole('textbox', { name: 'City' }),
      state: region.getByRole('combobox', { name: 'State' }),
      zip: region.getByRole('textbox', { name: 'ZIP' }),
    };
  };
  return {
    form,
    firstName: form.getByRole('textbox', { name: 'First name' }),
    lastName: form.getByRole('textbox', { name: 'Last name' }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
    email: form.getByRole('textbox', { name: /^Email/ }),
    movingDate: form.getByRole('textbox', { name: 'Moving date' }),
    timeWindow: form.getByRole('textbox', { name: 'Time window' }),
    pickUp: address('Pick-up addresses'),
    destination: address('Destination addresses'),
    helpers: form.getByRole('textbox', { name: 'Helpers needed' }),
    trucks: form.getByRole('textbox', { name: 'Trucks needed' }),
    hourlyPrice: form.getByRole('textbox', { name: 'Hourly price' }),
    notes: form.getByRole('textbox', { name: /^Notes/ }),
    submit: form.getByRole('button', { name: 'Create job' }),
  };
}

export type JobForm = ReturnType<typeof jobForm>;

/** What a filled form shows (openAndFillJobForm); a journey checks it again after a failure. */
export const TYPED = {
  firstName: 'Fiona',
  lastName: 'Faultline',
  phone: '+1(512)-555-0123',
  timeWindow: '08:00 - 12:00',
  street: '1100 Congress Ave',
  city: 'Austin',
  zip: '78701',
  destStreet: '500 E 7th St',
  destZip: '78702',
  helpers: '2',
  trucks: '1',
  hourlyPrice: '42.50',
  notes: 'Fragile: glass table.',
};

/** Opens Add new job and fills every required field (moving date: the 15th of next month). */
export async function openAndFillJobForm(page: Page): Promise<{ f: JobForm; date: string }> {
  await page.goto('/company/job/create');
  const f = jobForm(page);
  await expect(f.submit).toBeVisible();
  await f.firstName.fill(TYPED.firstName);
  await f.lastName.fill(TYPED.lastName);
  await f.phone.fill('5125550123');
  await f.movingDate.click();
  const popup = page.getByRole('dialog', { name: 'Choose date' });
  await expect(popup.getByRole('gridcell').first()).toBeVisible();
  await popup.getByRole('button', { name: 'Go to next month' }).click();
  await popup.getByRole('gridcell', { name: /^[A-Z][a-z]+ \d{2}\/15\// }).click();
  await expect(popup).toBeHidden();
  const date = await f.movingDate.inputValue();
  await f.timeWindow.fill('08001200');
  await f.pickUp.street.fill(TYPED.street);
  await f.pickUp.city.fill(TYPED.city);
  await f.pickUp.state.selectOption('TX');
  await f.pickUp.zip.fill(TYPED.zip);
  await f.destination.street.fill(TYPED.destStreet);
  await f.destination.city.fill(TYPED.city);
  await f.destination.state.selectOption('TX');
  await f.destination.zip.fill(TYPED.destZip);
  await f.helpers.fill(TYPED.helpers);
  await f.trucks.fill(TYPED.trucks);
  await f.hourlyPrice.fill(TYPED.hourlyPrice);
  await f.notes.fill(TYPED.notes);
  return { f, date };
}
