"""Refusals of what a member lets the club publish and mail (issue 32)."""

MESSAGES = {
    "member_privacy.publish_as": "how the results site names a member is one of {choices!c}, "
                                 "not {value!r}",
    "member_privacy.mail_results": "whether the results are e-mailed is yes or no, "
                                   "not {value!r}",
    "member_privacy.language": "the language of a member's mails is the club's or one of "
                               "{choices!c}, not {value!r}",
}
