@echo off
rem Starts the offline Rainbond docs in this folder (Windows): serve.cmd [--port 8080]. Needs Python 3.6 or later.
where py >nul 2>nul && (py -3 "%~dp0serve.py" %* & exit /b)
python "%~dp0serve.py" %*
