import { expect } from "chai";
import { passwordProblems } from "../../src/accounts";
import { render } from "../../src/shared/messages";

const keys = (password: string, login?: string) => passwordProblems(password, login).map((m) => m.key);

describe("the password rule", () => {
  it("takes ten characters or more with a letter and a digit", () => {
    expect(keys("Yangi-parol-1")).to.deep.equal([]);
    expect(keys("parol12345")).to.deep.equal([]);
  });

  it("says every problem at once, with the minimum in both languages", () => {
    const problems = passwordProblems("abc");
    expect(problems.map((m) => m.key)).to.deep.equal(["passwordTooShort", "passwordNeedsLetterAndDigit"]);
    expect(render(problems[0]!, "uz")).to.equal("Parol kamida 10 ta belgidan iborat boʻlishi kerak");
    expect(render(problems[0]!, "ru")).to.equal("Пароль должен содержать не менее 10 символов");
  });

  it("counts an emoji as one character, and refuses more than 128", () => {
    expect(keys("😀😀😀😀😀😀😀😀a1")).to.deep.equal([]);
    expect(keys(`a1${"x".repeat(127)}`)).to.deep.equal(["passwordTooLong"]);
  });

  it("refuses the login itself, whatever its case", () => {
    expect(keys("Nodira.Y2025", "nodira.y2025")).to.deep.equal(["passwordIsLogin"]);
  });
});
