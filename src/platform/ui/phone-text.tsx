import { formatPhone, nationalDigits } from '@/platform/format';

/**
 * A phone as the spec shows it ('(512) 555-0100'), isolated from the text around it: beside
 * a right-to-left name (Arabic, Hebrew) the bidi algorithm would otherwise reorder its parts
 * ('0100-555 (512)'). Nothing when there is no phone.
 */
export function PhoneText({ value }: { value: string | null | undefined }) {
  const text = formatPhone(value);
  return text ? <bdi className="app-isolate">{text}</bdi> : null;
}

/**
 * A phone that calls when tapped (tel:+1 and its ten digits), shown as PhoneText; a number
 * that is not a US one is shown as given, not linked. Never inside another link or a label.
 */
export function PhoneLink({ value }: { value: string | null | undefined }) {
  const digits = nationalDigits(value);
  if (digits.length !== 10) return <PhoneText value={value} />;
  return (
    <a href={`tel:+1${digits}`}>
      <PhoneText value={value} />
    </a>
  );
}
