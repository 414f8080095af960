<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EveningsPage</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="145"/>
        <source>%n guest(s)</source>
        <translation>
            <numerusform>%n guest</numerusform>
            <numerusform>%n guests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="146"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/evening/evenings_page.py" line="187"/>
        <source>%n deal(s)</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageFileList</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/shared/file_dialog_words.py" line="38"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MailDialog</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="302"/>
        <source>%n sent</source>
        <translation>
            <numerusform>%n sent</numerusform>
            <numerusform>%n sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="303"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n waiting</numerusform>
            <numerusform>%n waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="304"/>
        <source>%n refused</source>
        <translation>
            <numerusform>%n refused</numerusform>
            <numerusform>%n refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="305"/>
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="320"/>
        <source>Waiting (%n tries)</source>
        <translation>
            <numerusform>Waiting (%n try)</numerusform>
            <numerusform>Waiting (%n tries)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="460"/>
        <source>%n mail(s) newly queued.</source>
        <translation>
            <numerusform>%n mail newly queued.</numerusform>
            <numerusform>%n mails newly queued.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/mail_dialog.py" line="464"/>
        <source>%n sent.</source>
        <translation>
            <numerusform>%n sent.</numerusform>
            <numerusform>%n sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/printing/print_preview.py" line="63"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message numerus="yes">
        <location filename="../../clubapp/ui/club/publish_dialog.py" line="187"/>
        <source>%n page(s), %1 written</source>
        <translation>
            <numerusform>%n page, %1 written</numerusform>
            <numerusform>%n pages, %1 written</numerusform>
        </translation>
    </message>
</context>
</TS>
