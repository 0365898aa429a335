import { describe, expect, it } from 'vitest';
import { campaignDraftSchema, draftFieldName, emptyDraft, previewState, validateDraft, type CampaignDraft } from './campaign-draft';

function draft(overrides: Partial<CampaignDraft>): CampaignDraft {
  return { ...emptyDraft, ...overrides };
}

describe('campaign draft validation (through the contract)', () => {
  it('needs a template type and a subject', () => {
    const { errors } = validateDraft(emptyDraft);
    expect(errors).toMatchObject({ templateType: 'Template type is required', subject: 'Subject is required' });
  });

  it('names each missing field of the chosen template under the form’s own keys', () => {
    expect(validateDraft(draft({ templateType: 'welcome', subject: 'Hello' })).errors).toEqual({
      'welcome.welcomeMessage': 'Welcome message is required',
      'welcome.userName': 'User name is required',
    });
    expect(validateDraft(draft({ templateType: 'promotion', subject: 'Sale' })).errors).toEqual({
      'promotion.promotionTitle': 'Promotion title is required',
      'promotion.productName': 'Product name is required',
      'promotion.discount': 'Discount must be between 1 and 100',
      'promotion.endDate': 'End date is required',
    });
    expect(validateDraft(draft({ templateType: 'newsletter', subject: 'News' })).errors).toEqual({
      'newsletter.title': 'Title is required',
      'newsletter.content': 'Content is required',
    });
    expect(validateDraft(draft({ templateType: 'custom', subject: 'Note' })).errors).toEqual({ content: 'Content is required' });
  });

  it('checks the discount range and the newsletter image address', () => {
    const promotion = { promotionTitle: 'Diwali', productName: 'Oud Royale', discount: '150', endDate: '2026-12-01', couponCode: 'none' };
    expect(validateDraft(draft({ templateType: 'promotion', subject: 'Sale', promotion })).errors).toEqual({
      'promotion.discount': 'Discount must be between 1 and 100',
    });
    // A promotion may carry a code from the Promotions page; "No code" sends none.
    const withCode = validateDraft(
      draft({ templateType: 'promotion', subject: 'Sale', promotion: { ...promotion, discount: '20', couponCode: 'OUD20' } }),
    );
    expect(withCode.request?.templateData).toMatchObject({ couponCode: 'OUD20' });
    const withoutCode = validateDraft(draft({ templateType: 'promotion', subject: 'Sale', promotion: { ...promotion, discount: '20' } }));
    expect(withoutCode.request?.templateData).toMatchObject({ couponCode: '' });
    const newsletter = { title: 'Notes', content: 'News', imageUrl: 'javascript:alert(1)' };
    expect(validateDraft(draft({ templateType: 'newsletter', subject: 'News', newsletter })).errors).toEqual({
      'newsletter.imageUrl': 'Image URL must be a valid http(s) URL',
    });
  });

  it('a selected audience needs at least one user', () => {
    const errors = validateDraft(draft({ templateType: 'custom', subject: 'Note', content: 'Hi', targetAudience: 'selected' })).errors;
    expect(errors).toEqual({ selectedUsers: 'Select at least one user' });
  });

  it('sends only the chosen template’s data and the chosen users’ ids', () => {
    const { request } = validateDraft(
      draft({
        templateType: 'welcome',
        subject: '  Welcome to the house  ',
        welcome: { welcomeMessage: 'A warm welcome', userName: 'Meera' },
        newsletter: { title: 'left over', content: 'left over', imageUrl: '' },
        targetAudience: 'selected',
        selectedUsers: [{ _id: '6f1c2e64-8a8d-4b53-9b1e-3f0c9a1d2e4f', name: 'Meera', email: 'meera@example.com' }],
      }),
    );
    expect(request).toEqual({
      subject: 'Welcome to the house',
      content: '',
      templateType: 'welcome',
      templateData: { welcomeMessage: 'A warm welcome', userName: 'Meera' },
      targetAudience: 'selected',
      selectedUsers: ['6f1c2e64-8a8d-4b53-9b1e-3f0c9a1d2e4f'],
    });
  });

  it('drops chosen users when the audience goes back to everyone', () => {
    const { request } = validateDraft(
      draft({
        templateType: 'custom',
        subject: 'Note',
        content: 'Hi',
        targetAudience: 'all',
        selectedUsers: [{ _id: '6f1c2e64-8a8d-4b53-9b1e-3f0c9a1d2e4f', name: 'Meera', email: 'meera@example.com' }],
      }),
    );
    expect(request?.selectedUsers).toEqual([]);
  });
});

describe('campaign preview state', () => {
  it('asks for a template first, and has no preview for custom templates', () => {
    expect(previewState(emptyDraft)).toEqual({ kind: 'no-type' });
    expect(previewState(draft({ templateType: 'custom' }))).toEqual({ kind: 'custom' });
  });

  it('lists what is missing before rendering, then asks the server with only that template’s data', () => {
    expect(previewState(draft({ templateType: 'newsletter' }))).toEqual({
      kind: 'incomplete',
      errors: { 'newsletter.title': 'Title is required', 'newsletter.content': 'Content is required' },
    });
    const newsletter = { title: 'Notes', content: 'News', imageUrl: '' };
    expect(previewState(draft({ templateType: 'newsletter', newsletter }))).toEqual({
      kind: 'ready',
      request: { templateType: 'newsletter', templateData: newsletter },
    });
  });
});

describe('the compose form’s schema', () => {
  it('puts each message on the form’s own field path', () => {
    const result = campaignDraftSchema.safeParse(draft({ templateType: 'promotion', subject: 'Sale' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'promotion.promotionTitle',
      'Promotion title is required',
    ]);
  });

  it('answers the request to send', () => {
    const result = campaignDraftSchema.safeParse(draft({ templateType: 'custom', subject: 'Note', content: 'Hi' }));
    expect(result.data).toMatchObject({ templateType: 'custom', subject: 'Note', content: 'Hi', selectedUsers: [] });
  });
});

describe('server field errors', () => {
  it('maps the contract’s paths onto the form’s keys', () => {
    expect(draftFieldName('templateData.discount', 'promotion')).toBe('promotion.discount');
    expect(draftFieldName('subject', 'promotion')).toBe('subject');
    expect(draftFieldName('selectedUsers.0', 'custom')).toBe('selectedUsers');
  });
});
