/** The login page's ?notice= after a password reset, so the page can say the password changed. */
export const passwordResetNotice = 'password-reset';
