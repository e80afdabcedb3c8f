import { convert } from 'html-to-text'

/**
 * The plain-text part of an auth email. lite renders it from its own built-in text template
 * (a `/auth/v1/verify` link that ends on `site_url/?code=…`) even when config.toml names an HTML
 * template for that email; GoTrue sends the configured template alone. So the text part is made
 * from the HTML that will be sent, and both parts carry the template's links (the app's
 * `/auth/confirm` route). Each link is written out after its words: "Confirm email: https://…".
 */
export function textFromHtml(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      {
        selector: 'a',
        format: 'anchor',
        options: { linkBrackets: false, hideLinkHrefIfSameAsText: true },
      },
    ],
  })
}
