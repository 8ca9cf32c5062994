import { msg } from '@lingui/core/runtime-macro';

/** The home page's texts; their catalogue loads before the first render, as Home is the first page most see (docs/decisions/0037). */
export const homeTexts = {
  eyebrow: msg`Childcare along your commute`,
  title: msg`Find daycare that fits the way you already travel`,
  intro: msg`Tell us where your day starts and ends. CareRoute finds licensed daycares, preschools and nurseries along the way, and how many minutes each one adds to your drive.`,
  figuresLabel: msg`CareRoute in numbers`,
  howItWorksTitle: msg`How It Works`,
  steps: [
    { title: msg`Tell us your commute`, text: msg`Enter where your day starts and ends, or one place you know well.` },
    { title: msg`See care along the way`, text: msg`Programs on your route appear on the map and in a list, with the minutes each one adds.` },
    { title: msg`Save and get in touch`, text: msg`Keep the programs you like and call them when it suits you.` },
  ],
  howItWorksLink: msg`Read the full guide`,
  aboutTitle: msg`Built by parents, for parents`,
  aboutText: msg`We built CareRoute after too many evenings comparing daycare lists with a map open in another tab. Childcare has to fit the drive you already make, so that is where we look.`,
  mobileApps: msg`Add CareRoute to your home screen: it opens like an app.`,
  aboutLink: msg`About us`,
  registerCta: msg`Create a free account`,
  contactTitle: msg`Questions or feedback?`,
  contactText: msg`Write to us and we reply within 24 hours, Mon-Fri 9AM-6PM EST.`,
};
