/** The user menu's name: the full name, else the e-mail's part before the at-sign (spec §1). */
export function displayName(profile: { full_name: string | null; email: string }): string {
  const name = profile.full_name?.trim();
  if (name) return name;
  return profile.email.split('@')[0] ?? profile.email;
}

/** The avatar's initial letter, upper-case (spec §1). */
export function avatarInitial(profile: { full_name: string | null; email: string }): string {
  return (displayName(profile).charAt(0) || '?').toUpperCase();
}

/** A person named in a list or on a card: the full name, else the whole e-mail. */
export function personName(person: { full_name: string | null; email: string }): string {
  return person.full_name?.trim() || person.email;
}
