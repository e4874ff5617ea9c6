/** Texts of the identity e-mails, in English and Spanish (sent in both: the language is not known yet). */
export type CodePurpose = 'email-verification' | 'forget-password' | 'sign-in' | 'change-email';

const subjects: Record<CodePurpose, { en: string; es: string }> = {
  'email-verification': { en: 'Your verification code', es: 'Su código de verificación' },
  'forget-password': { en: 'Your password reset code', es: 'Su código para restablecer la contraseña' },
  'sign-in': { en: 'Your sign-in code', es: 'Su código de inicio de sesión' },
  'change-email': { en: 'Your verification code', es: 'Su código de verificación' },
};

export function codeEmail(purpose: CodePurpose, code: string, programName: string, minutes: number) {
  const s = subjects[purpose];
  const subject = `${programName}: ${s.en} / ${s.es}`;
  const text = [
    `${s.en}: ${code}`,
    `This code expires in ${minutes} minutes and can be used once. If you did not ask for it, you can ignore this e-mail.`,
    '',
    `${s.es}: ${code}`,
    `Este código caduca en ${minutes} minutos y solo se puede usar una vez. Si no lo solicitó, puede ignorar este correo.`,
    '',
    programName,
  ].join('\n');
  return { subject, text };
}
