/** The Curated Fika items as the table holds them (keys and indexes: functions/curated/model.ts): read and written by store.ts, shaped for the API by model.ts. */
import type { ApplicationFields } from '../../domain/curated/forms';
import type { ApplicationStatus, ParticipationStatus, SessionStatus } from '../../domain/curated/rules';

/** A stored application: the form's fields plus what the system and the admins add. */
export interface Application extends ApplicationFields {
  id: string;
  application_status: ApplicationStatus;
  submitted_at: string;
  updated_at?: string;
  is_premium_member: boolean;
  /** The admin's notes on the latest status change (none when it had none); every change's notes stay in status_history. */
  admin_notes?: string;
  status_history?: { from: string; to: string; at: string; by: string; notes?: string }[];
  last_status_email_at?: string;
}

export interface Session {
  id: string;
  session_title: string;
  session_date: string;
  session_status: SessionStatus;
  venue_name: string;
  venue_address: string;
  venue_area: string;
  venue_id: string | null;
  venue_timezone: string;
  city: string;
  country: string;
  max_participants: number;
  current_participants: number;
  session_duration: number;
  price_per_person: number;
  /** An admin typed the price: it stays as typed when the group changes. Otherwise it follows the group size. */
  price_is_custom?: boolean;
  total_revenue: number;
  /** Set when the last participant left; cleared when someone joins. */
  emptied_at?: string;
  host_notes: string;
  target_interests: string[];
  target_themes: string[];
  /** How the group was formed: open registration, an admin's selection, or the compatibility-score matching (stored as 'ai'). */
  registration: 'open' | 'curated' | 'ai';
  created_at: string;
  updated_at?: string;
  /** The admin's notes on the latest status change (none when it had none). */
  status_notes?: string;
}

export interface Participant {
  id: string;
  session_id: string;
  application_id: string;
  email: string;
  first_name: string;
  last_name: string;
  participation_status: ParticipationStatus;
  payment_status: 'paid' | 'unpaid' | 'refunded';
  payment_amount: number | null;
  payment_date: string | null;
  /** Stripe's payment behind a paid place (absent when an admin recorded the payment). */
  payment_intent_id?: string;
  checkout_session_id?: string;
  refunded_at?: string;
  refund_id?: string;
  created_at: string;
  is_replacement?: boolean;
  invitation_sent_at?: string;
  confirmed_at?: string;
  reminder_sent_at?: string;
  nudge_count?: number;
  last_nudge_at?: string;
  feedback_email_sent_at?: string;
  feedback_submitted_at?: string;
  cancelled_at?: string;
  cancellation_reason?: string;
  cancelled_by?: 'participant' | 'admin';
  refund_reason?: string;
  updated_at?: string;
}

export interface Venue {
  id: string;
  name: string;
  venue_type: string;
  venue_tier: string;
  address: string;
  venue_area: string;
  capacity_small: number;
  description: string;
  phone: string;
  average_cost_per_person: number;
  noise_level: string;
  rating: number | null;
  usage_count: number;
  image_url: string;
  city: string;
  country: string;
  created_at: string;
}
