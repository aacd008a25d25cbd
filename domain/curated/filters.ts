/** The filters of the curated admin lists (applications, sessions): the contract's input, the functions' query, the exports' saved filter. */
export interface ApplicationFilters {
  status?: string;
  goal_category?: string;
  email?: string;
  date_from?: string;
  date_to?: string;
  location_preference?: string;
  career_stage?: string;
  city?: string;
  country?: string;
  is_premium_member?: boolean;
}

export interface SessionFilters {
  session_status?: string;
  venue_area?: string;
  date_from?: string;
  date_to?: string;
  city?: string;
}
