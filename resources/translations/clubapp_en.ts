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
</TS>
