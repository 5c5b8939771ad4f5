import { describe, expect, it } from "vitest";
import { isLoginPath, loginPath, safeReturnTo } from "./returnTo";

describe("returnTo", () => {
  it("encodes the full path into the login URL", () => {
    expect(loginPath("/tasks/?due=today#top")).toBe("/login/?returnTo=%2Ftasks%2F%3Fdue%3Dtoday%23top");
  });

  it.each([
    ["/money/?page=2", "/money/?page=2"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["javascript:alert(1)", "/"],
  ])("follows %j as %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it("recognises the login page with or without its trailing slash", () => {
    expect(isLoginPath("/login/")).toBe(true);
    expect(isLoginPath("/login")).toBe(true);
    expect(isLoginPath("/login-help/")).toBe(false);
  });
});
