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
 * they want is highlighted. Each press is given a moment to land before the next: menus and lists
 * move the focus late (Radix focuses the selected option again once it has placed the list, and a
 * menu opened from the keyboard starts on its content or its first item), and neither loops, so a
 * press sent before the last one had landed could carry the focus past `target` for good.
 */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 8) {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target, presses === 0 ? 50 : 500)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}
