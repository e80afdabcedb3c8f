import { expect, type Locator, type Page } from '@playwright/test'

async function hasFocus(target: Locator, timeout: number): Promise<boolean> {
  return expect(target)
    .toBeFocused({ timeout })
    .then(
      () => true,
      () => false,
    )
}

/**
 * Presses `key` until `target` has the focus, as a person keeps pressing ArrowDown until the item
 * they want is highlighted. Each press is sent only once the last one has landed, i.e. once the
 * focus has moved: menus and lists move the focus late (Radix focuses the selected option again
 * once it has placed the list, and a menu opened from the keyboard starts on its content or its
 * first item), and neither loops, so a press sent before the last had landed could carry the focus
 * past `target` for good. A press that moves nothing (the list was not listening yet) is repeated.
 */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 8) {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target, presses === 0 ? 50 : 200)) return
    const before = await page.evaluateHandle(() => document.activeElement)
    await page.keyboard.press(key)
    await page
      .waitForFunction((focused) => document.activeElement !== focused, before, {
        timeout: 5_000,
      })
      .catch(() => {})
    await before.dispose()
  }
  await expect(target).toBeFocused()
}
