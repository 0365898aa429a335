import { newsletterDataSchema, promotionDataSchema, SHOP_TAGLINE, welcomeDataSchema, type TemplateType } from '@aurelle/contract';
import { escapeHtml } from '../mailer.ts';
import { button, eyebrow, heading, mailColors, plainText, preheader, safeHttpUrl, signOff, subjectLine, textToHtml } from './blocks.ts';
import { renderMailLayout } from './layout.ts';

export interface CampaignMailContent {
  subject: string;
  /** The body of a custom campaign, as plain text. */
  content: string;
  templateType: TemplateType;
  templateData: Record<string, unknown>;
}

export interface RenderCampaignMailInput {
  shopName: string;
  appUrl: string;
  campaign: CampaignMailContent;
  /** This recipient's unsubscribe link (previews use '#'). */
  unsubscribeUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Body {
  preheader: string;
  html: string;
  text: string;
}

/** '2026-12-31' reads as '31 December 2026'; any other text stays as the admin typed it. */
function formatEndDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return value;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function welcomeBody(input: RenderCampaignMailInput): Body {
  const data = welcomeDataSchema.parse(input.campaign.templateData);
  const shopUrl = `${input.appUrl}/shop/listing`;
  return {
    preheader: `Welcome to ${input.shopName}, ${data.userName}`,
    html: `${eyebrow('Welcome')}
${heading(`Welcome to ${input.shopName}`)}
<p style="margin:0 0 16px">Dear ${escapeHtml(data.userName)},</p>
${textToHtml(data.welcomeMessage)}
${button('Discover the collection', shopUrl)}
${signOff(input.shopName)}`,
    text: `Welcome to ${input.shopName}\n\nDear ${data.userName},\n\n${plainText(data.welcomeMessage)}\n\nDiscover the collection: ${shopUrl}`,
  };
}

function promotionBody(input: RenderCampaignMailInput): Body {
  const data = promotionDataSchema.parse(input.campaign.templateData);
  const endDate = formatEndDate(data.endDate);
  // With a code, the button opens the shop with it applied to the cart (`?code=`).
  const code = data.couponCode || undefined;
  const shopUrl = `${input.appUrl}/shop/listing${code ? `?code=${encodeURIComponent(code)}` : ''}`;
  const codeHtml = code
    ? `<p style="margin:0 0 8px;text-align:center;font-size:12px;letter-spacing:3px;text-transform:uppercase;color:${mailColors.stone}">Use the code</p>
<p style="margin:0 0 20px;text-align:center"><span style="display:inline-block;padding:10px 22px;border:1px dashed ${mailColors.gold};font-family:'Courier New',monospace;font-size:22px;letter-spacing:4px;color:${mailColors.ink}">${escapeHtml(code)}</span></p>
`
    : '';
  return {
    preheader: `${data.discount}% off ${data.productName} until ${endDate}${code ? ` with the code ${code}` : ''}`,
    html: `${eyebrow('An exclusive offer')}
${heading(data.promotionTitle)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border:1px solid ${mailColors.gold};background:${mailColors.ivory}">
<tr><td style="padding:32px 24px;text-align:center">
<p style="margin:0;font-family:Georgia,'Times New Roman',serif;font-size:52px;line-height:1;color:${mailColors.gold}">${data.discount}% off</p>
<p style="margin:14px 0 0;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:${mailColors.ink}">${escapeHtml(data.productName)}</p>
</td></tr></table>
<p style="margin:0 0 16px;text-align:center;color:${mailColors.stone}">Offer ends ${escapeHtml(endDate)}.</p>
${codeHtml}${button('Shop the offer', shopUrl)}
${signOff(input.shopName)}`,
    text: `${data.promotionTitle}\n\n${data.discount}% off ${data.productName}.\nOffer ends ${endDate}.${code ? `\nUse the code ${code} at checkout.` : ''}\n\nShop the offer: ${shopUrl}`,
  };
}

function newsletterBody(input: RenderCampaignMailInput): Body {
  const data = newsletterDataSchema.parse(input.campaign.templateData);
  const imageUrl = safeHttpUrl(data.imageUrl);
  const image = imageUrl
    ? `<img src="${escapeHtml(imageUrl)}" alt="${escapeHtml(data.title)}" width="520" style="display:block;width:100%;max-width:520px;height:auto;margin:0 0 28px;border:0">`
    : '';
  const homeUrl = `${input.appUrl}/shop/home`;
  return {
    preheader: data.title,
    html: `${eyebrow(`The ${input.shopName} journal`)}
${heading(data.title)}
${image}
${textToHtml(data.content)}
${button('Visit the boutique', homeUrl)}
${signOff(input.shopName)}`,
    text: `${data.title}\n\n${plainText(data.content)}\n\nVisit the boutique: ${homeUrl}`,
  };
}

function customBody(input: RenderCampaignMailInput): Body {
  const subject = subjectLine(input.campaign.subject);
  const firstLine = plainText(input.campaign.content).split('\n')[0] ?? '';
  return {
    preheader: firstLine.slice(0, 140),
    html: `${heading(subject)}
${textToHtml(input.campaign.content)}
${signOff(input.shopName)}`,
    text: `${subject}\n\n${plainText(input.campaign.content)}`,
  };
}

const bodies: Record<TemplateType, (input: RenderCampaignMailInput) => Body> = {
  welcome: welcomeBody,
  promotion: promotionBody,
  newsletter: newsletterBody,
  custom: customBody,
};

/**
 * The one campaign renderer: the preview and every sent message come from here. All admin-typed
 * data is escaped; custom content is plain text (paragraphs and line breaks), never HTML.
 */
export function renderCampaignMail(input: RenderCampaignMailInput): RenderedMail {
  const subject = subjectLine(input.campaign.subject);
  const body = bodies[input.campaign.templateType](input);
  const shop = escapeHtml(input.shopName);
  const footerHtml = `You are receiving this e-mail because you have an account with ${shop}.<br>
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${mailColors.stone};text-decoration:underline">Unsubscribe</a> from these e-mails · ${shop} · ${escapeHtml(SHOP_TAGLINE)}`;
  const html = renderMailLayout({
    shopName: input.shopName,
    title: subject,
    bodyHtml: `${preheader(body.preheader)}\n${body.html}`,
    footerHtml,
  });
  const text = `${body.text}\n\nWith warm regards,\nThe ${input.shopName} House\n\n--\nYou are receiving this e-mail because you have an account with ${input.shopName}.\nUnsubscribe: ${input.unsubscribeUrl}`;
  return { subject, html, text };
}
