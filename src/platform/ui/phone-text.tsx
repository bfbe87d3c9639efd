import { formatPhone } from '@/platform/format';

/**
 * A phone as the spec shows it ('(512) 555-0100'), isolated from the text around it: beside
 * a right-to-left name (Arabic, Hebrew) the bidi algorithm would otherwise reorder its parts
 * ('0100-555 (512)'). Nothing when there is no phone.
 */
export function PhoneText({ value }: { value: string | null | undefined }) {
  const text = formatPhone(value);
  return text ? <bdi className="app-isolate">{text}</bdi> : null;
}
