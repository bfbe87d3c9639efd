import { useQueryClient } from '@tanstack/react-query';
import {
  getGetHelperAvailabilitiesQueryKey,
  getGetHelperHourlyRateQueryKey,
  getGetHelperProfileQueryKey,
  getGetHelperServingAreasQueryKey,
} from '../api/endpoints';
import type { HelperProfileResponse } from '@/platform/api/generated/model';
import { submitErrorsFor } from '@/platform/forms';
import { toast } from '@/platform/ui';
import { useSavedText } from './unsaved-cards';

import { NOT_SAVED } from '../model/save-messages';

export { NOT_SAVED };

/**
 * A failed settings save's submit errors (submitErrorsFor): a 422's messages on their fields
 * (renamed by `fieldOf`), else a notice above its Save, the server's reason for a refusal or the
 * form's "not saved" (review 54: these forms said nothing once the toast had gone, where the
 * company's forms keep their notice). `sent` false: it failed in the read before the write, so a
 * read with no answer says it was not saved (NOT_SAVED), not that it may have been.
 */
export function settingsSaveErrors(
  error: unknown,
  fieldOf: (key: string) => string = (key) => key,
  sent = true,
): Record<string, unknown> {
  return submitErrorsFor(
    error,
    (key) => {
      const [top, ...rest] = key.split('.');
      return [fieldOf(top!), ...rest].join('.');
    },
    NOT_SAVED,
    ['this', 'saved'],
    sent,
  ) as Record<string, unknown>;
}

/**
 * Wraps one profile write for a final-form `onSubmit`: on success the cached profile, and the
 * spec's reads of its parts (get-serving-areas, get-availabilities, get-hourly-rate, which the
 * work settings start from), become the server's answer and a toast says what was saved; on failure (toasted centrally) the 422's
 * messages go on their fields (mapped by `fieldOf`) and the values stay as typed.
 */
export function useProfileSave() {
  const queryClient = useQueryClient();
  const savedText = useSavedText();
  return async function save(
    request: () => Promise<HelperProfileResponse>,
    success: string,
    fieldOf: (key: string) => string = (key) => key,
  ): Promise<Record<string, unknown> | undefined> {
    try {
      const response = await request();
      queryClient.setQueryData(getGetHelperProfileQueryKey(), response);
      const profile = response.data;
      const envelope = { message: response.message, errors: response.errors, success: true };
      queryClient.setQueryData(getGetHelperServingAreasQueryKey(), {
        ...envelope,
        data: profile.serving_areas,
      });
      queryClient.setQueryData(getGetHelperAvailabilitiesQueryKey(), {
        ...envelope,
        data: profile.availabilities,
      });
      queryClient.setQueryData(getGetHelperHourlyRateQueryKey(), {
        ...envelope,
        data: { hourly_rate: profile.hourly_rate },
      });
      toast.success(savedText(success));
      return undefined;
    } catch (error) {
      return settingsSaveErrors(error, fieldOf);
    }
  };
}
