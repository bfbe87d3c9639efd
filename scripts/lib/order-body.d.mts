type Address = { street: string; unit: string | null; city: string; state: string; zip: string };

export type OrderBody = {
  help_type: number;
  customer: {
    first_name: string;
    last_name: string;
    primary_phone: string;
    secondary_phone: string | null;
    email: string | null;
  };
  start_at: string;
  end_at: string;
  pick_up_addresses: Address[];
  destination_addresses: Address[];
  helpers_needed: number;
  trucks_needed: number;
  hourly_rate: number;
  notes: string | null;
};

export function austinOrderBody(job: {
  firstName: string;
  lastName: string;
  start: Date;
  hours?: number;
  helpersNeeded?: number;
  hourlyRate?: number;
  notes?: string | null;
  phone?: string;
}): OrderBody;
