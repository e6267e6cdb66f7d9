import { expect } from "chai";
import { addressGroup } from "../src/middleware/addressGroup";

describe("the address a per-address limit counts", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("203.0.113.7")).to.equal("203.0.113.7");
    expect(addressGroup("203.0.113.8")).to.equal("203.0.113.8");
  });

  it("takes an IPv4 address written as IPv6 (a dual-stack socket) for the IPv4 caller", () => {
    expect(addressGroup("::ffff:203.0.113.7")).to.equal("203.0.113.7");
    expect(addressGroup("::FFFF:cb00:7107")).to.equal("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as one caller, however it is written", () => {
    const group = "2001:db8:7:1::/64";
    for (const address of [
      "2001:db8:7:1::1",
      "2001:0db8:0007:0001:ffff:ffff:ffff:ffff",
      "2001:DB8:7:1:a:b:c:d",
    ])
      expect(addressGroup(address), address).to.equal(group);
    expect(addressGroup("2001:db8:7:2::1")).to.equal("2001:db8:7:2::/64");
    expect(addressGroup("::1")).to.equal("0:0:0:0::/64");
  });

  it("keeps anything that is no address as it is", () => {
    expect(addressGroup("")).to.equal("");
    expect(addressGroup("not-an-address")).to.equal("not-an-address");
  });
});
