package io.lamancha.server.net;

import java.util.BitSet;

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

    private final BitSet refusedDo = new BitSet(256);
    private final BitSet refusedWill = new BitSet(256);
    private final BitSet offeredByUs = new BitSet(256);

    /** The verb to answer {@code IAC verb option} with, or -1 for no answer. */
    int answer(int verb, int option) {
        if (verb == DO) {
            if (offeredByUs.get(option) || refusedDo.get(option)) {
                return -1;
            }
            refusedDo.set(option);
            return WONT;
        }
        if (verb == WILL) {
            if (refusedWill.get(option)) {
                return -1;
            }
            refusedWill.set(option);
            return DONT;
        }
        if (verb == DONT) {
            offeredByUs.clear(option); // the peer refused what we offered: it is off
        }
        return -1;
    }

    /** Whether we offered {@code option} ({@code IAC WILL}) and the peer has not refused it. */
    boolean offering(int option) {
        return offeredByUs.get(option);
    }

    /** Records that we sent {@code IAC WILL option} (true) or {@code IAC WONT option} (false). */
    void weOffer(int option, boolean will) {
        offeredByUs.set(option, will);
    }
}
