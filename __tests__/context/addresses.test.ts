import { describe, expect, it } from '@jest/globals';
import { checkAddress, formatIPv4, parseIPv4, parseIPv6 } from '../../src/context/addresses.js';

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('hex') : undefined);

describe('parseIPv4', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['10.0.258', '10.0.1.2'],
    ['169.254.169.254.', '169.254.169.254'],
    ['0', '0.0.0.0'],
  ])('%s is %s', (text, dotted) => expect(formatIPv4(parseIPv4(text)!)).toBe(dotted));

  it.each(['256.0.0.1', '1.2.3.4.5', '4294967296', '08.0.0.1', 'example.com', '1..2', ''])('%s is not an IPv4 address', (text) => expect(parseIPv4(text)).toBeUndefined());
});

describe('parseIPv6', () => {
  it.each([
    ['::', '00000000000000000000000000000000'],
    ['::1', '00000000000000000000000000000001'],
    ['[::ffff:127.0.0.1]', '00000000000000000000ffff7f000001'],
    ['::ffff:7f00:1', '00000000000000000000ffff7f000001'],
    ['64:ff9b::169.254.169.254', '0064ff9b0000000000000000a9fea9fe'],
    ['fe80::1%eth0', 'fe800000000000000000000000000001'],
    ['2001:db8:0:0:0:0:0:1', '20010db8000000000000000000000001'],
    ['1:2:3:4:5:6:1.2.3.4', '00010002000300040005000601020304'],
  ])('%s', (text, bytes) => expect(hex(parseIPv6(text))).toBe(bytes));

  it.each(['1:2:3:4:5:6:7', '1::2::3', '::ffff:256.0.0.1', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9'])('%s is not an IPv6 address', (text) => expect(parseIPv6(text)).toBeUndefined());
});

describe('checkAddress', () => {
  it('names the range that refuses an address, and judges embedded IPv4 as IPv4', () => {
    expect(checkAddress('::ffff:a9fe:a9fe')).toEqual({ address: '::ffff:a9fe:a9fe', family: 6, refusal: 'IPv4-mapped 169.254.169.254, link-local (cloud metadata)' });
    expect(checkAddress('[2002:c0a8:101::1]')).toEqual({ address: '2002:c0a8:101::1', family: 6, refusal: '6to4 192.168.1.1, private' });
    expect(checkAddress('0x64.0x40.0.1')).toEqual({ address: '100.64.0.1', family: 4, refusal: 'shared address space (CGNAT)' });
    expect(checkAddress('fd00:ec2::254')).toEqual({ address: 'fd00:ec2::254', family: 6, refusal: 'unique local (private, cloud metadata)' });
    expect(checkAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(expect.objectContaining({ refusal: 'IETF protocol assignments (Teredo, benchmarking, ORCHID)' }));
    expect(checkAddress('8.8.8.8')).toEqual({ address: '8.8.8.8', family: 4 });
    expect(checkAddress('2606:4700::1111')).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(checkAddress('docs.example')).toBeUndefined();
  });
});
