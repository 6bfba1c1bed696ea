/** The brand's social profiles, named by their network (names are not translated). */
export const SOCIAL_LINKS: readonly { readonly name: string; readonly href: string }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/audiora' },
  { name: 'Instagram', href: 'https://www.instagram.com/audiora' },
  { name: 'YouTube', href: 'https://www.youtube.com/@audiora' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@audiora' },
];
