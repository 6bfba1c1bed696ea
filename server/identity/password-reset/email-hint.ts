/** A reminder of which address a reset link is for, without spelling it out: `j***@example.com`. */
export const emailHint = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = [...email.slice(0, at)][0] ?? '';
  return `${first}***${email.slice(at)}`;
};
