/** A person's e-mail address as a mailto: link, underlined so it stands out from the text around it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-normal break-words text-brand underline underline-offset-4">
      {email}
    </a>
  );
}
