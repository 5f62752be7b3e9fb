package io.lamancha.server.net;

/**
 * Decides how to answer telnet option negotiation: every option the peer asks for or offers is
 * refused, at most once per option and direction, and refusals or acknowledgements (WONT, DONT,
 * and DO for an option we offered ourselves) are never answered, so no negotiation loop can start.
 * Not thread-safe: one per connection, used on its event loop.
 */
final class TelnetNegotiator {

    static final int IAC = 255;
    static final int DONT = 254;
    static final int DO = 253;
    static final int WONT = 252;
    static final int WILL = 251;
    static final int SB = 250;
    static final int SE = 240;
    static final int ECHO = 1;

    private static final int REFUSED_DO = 0;
    private static final int REFUSED_WILL = 256;
    private static final int OFFERED_BY_US = 512;

    /**
     * Three sets of 256 options (refused DO, refused WILL, offered by us), one bit each; made on
     * the first option noted, as most peers (nc, bots, browsers) never negotiate.
     */
    private long[] bits;

    /** The verb to answer {@code IAC verb option} with, or -1 for no answer. */
    int answer(int verb, int option) {
        if (verb == DO) {
            if (get(OFFERED_BY_US, option) || get(REFUSED_DO, option)) {
                return -1;
            }
            set(REFUSED_DO, option, true);
            return WONT;
        }
        if (verb == WILL) {
            if (get(REFUSED_WILL, option)) {
                return -1;
            }
            set(REFUSED_WILL, option, true);
            return DONT;
        }
        if (verb == DONT) {
            set(OFFERED_BY_US, option, false); // the peer refused what we offered: it is off
        }
        return -1;
    }

    /** Whether we offered {@code option} ({@code IAC WILL}) and the peer has not refused it. */
    boolean offering(int option) {
        return get(OFFERED_BY_US, option);
    }

    /** Records that we sent {@code IAC WILL option} (true) or {@code IAC WONT option} (false). */
    void weOffer(int option, boolean will) {
        set(OFFERED_BY_US, option, will);
    }

    private boolean get(int set, int option) {
        int bit = set + (option & 0xFF);
        return bits != null && (bits[bit >>> 6] & (1L << bit)) != 0;
    }

    private void set(int set, int option, boolean on) {
        if (bits == null) {
            if (!on) {
                return;
            }
            bits = new long[12];
        }
        int bit = set + (option & 0xFF);
        if (on) {
            bits[bit >>> 6] |= 1L << bit;
        } else {
            bits[bit >>> 6] &= ~(1L << bit);
        }
    }
}
