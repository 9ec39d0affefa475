/** Runs once before the end-to-end tests; the mail catcher and other local stand-ins start here. */
export default async function globalSetup(): Promise<void> {}
